// ParleyTerminal: the terminal front end: screens, a cell grid with diffing, keyboard input;
// drawn from ChatLayout, fed through ChatBackend, testable headless under tmux.
