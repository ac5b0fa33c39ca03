// ChatLayout
