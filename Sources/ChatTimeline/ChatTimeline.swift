// ChatTimeline
