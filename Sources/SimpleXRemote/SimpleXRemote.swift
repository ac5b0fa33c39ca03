// SimpleXRemote
