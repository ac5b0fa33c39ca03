// ChatLayout: geometry. A LayoutTree from timeline rows by the classic and terminal rules, with
// text measured through a TextMeasurer protocol; semantic gaps become points here.
