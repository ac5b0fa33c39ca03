// ChatTimeline: the conversation view's logic as pure values: loaded window with splits, merged
// rows, separation, unread, menus, selection, compose state, group info. No I/O, no clock, no
// locale of its own: now, calendar, time zone and locale are passed in.
