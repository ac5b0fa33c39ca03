// ParleyTerminal
