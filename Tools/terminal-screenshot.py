#!/usr/bin/env python3
"""Draws a terminal screen as a PNG: the text and colours `tmux capture-pane -e -p` prints
(SGR sequences only), read from standard input, one cell a character (two for a wide one), in
DejaVu Sans Mono as fontconfig finds it. Half and full blocks are drawn as rectangles, so that
half-block pictures show as the terminal shows them. Needs python3-pil and python3-wcwidth.

    tmux capture-pane -e -p -t SESSION | python3 Tools/terminal-screenshot.py OUT.png [--dark|--light]
"""
import re
import subprocess
import sys

from PIL import Image, ImageDraw, ImageFont
from wcwidth import wcwidth

CELL_WIDTH, CELL_HEIGHT, FONT_SIZE = 9, 18, 15
PALETTE = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
           (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
THEMES = {"--dark": ((240, 240, 242), (28, 28, 30)), "--light": ((28, 28, 30), (255, 255, 255))}
SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def indexed(n):
    """An xterm 256-colour number as RGB."""
    if n < 16:
        return PALETTE[n]
    if n < 232:
        levels = [0, 95, 135, 175, 215, 255]
        n -= 16
        return (levels[n // 36], levels[n // 6 % 6], levels[n % 6])
    grey = 8 + 10 * (n - 232)
    return (grey, grey, grey)


def apply(codes, state, default):
    """The pen after the SGR parameters `codes`."""
    numbers = [int(c) if c else 0 for c in re.split(r"[;:]", codes)] or [0]
    i = 0
    while i < len(numbers):
        n = numbers[i]
        if n == 0:
            state.update(fg=None, bg=None, bold=False, inverse=False)
        elif n == 1:
            state["bold"] = True
        elif n == 22:
            state["bold"] = False
        elif n == 7:
            state["inverse"] = True
        elif n == 27:
            state["inverse"] = False
        elif 30 <= n <= 37 or 90 <= n <= 97:
            state["fg"] = PALETTE[n - 30 if n < 90 else n - 82]
        elif 40 <= n <= 47 or 100 <= n <= 107:
            state["bg"] = PALETTE[n - 40 if n < 100 else n - 92]
        elif n in (39, 49):
            state["fg" if n == 39 else "bg"] = None
        elif n in (38, 48) and i + 1 < len(numbers):
            key = "fg" if n == 38 else "bg"
            if numbers[i + 1] == 5 and i + 2 < len(numbers):
                state[key] = indexed(numbers[i + 2])
                i += 2
            elif numbers[i + 1] == 2 and i + 4 < len(numbers):
                state[key] = tuple(numbers[i + 2:i + 5])
                i += 4
        i += 1


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    foreground, background = THEMES[sys.argv[2] if len(sys.argv) > 2 else "--dark"]
    lines = sys.stdin.read().rstrip("\n").split("\n")
    columns = max((sum(max(1, wcwidth(ch)) for ch in SGR.sub("", line)) for line in lines), default=1)
    image = Image.new("RGB", (columns * CELL_WIDTH, len(lines) * CELL_HEIGHT), background)
    draw = ImageDraw.Draw(image)
    fonts = {bold: ImageFont.truetype(subprocess.check_output(["fc-match", "-f", "%{file}", "DejaVu Sans Mono" + (":bold" if bold else "")]).decode(), FONT_SIZE)
             for bold in (False, True)}
    for row, line in enumerate(lines):
        state = {"fg": None, "bg": None, "bold": False, "inverse": False}
        column = 0
        for piece in re.split(r"(\x1b\[[0-9;:]*m)", line):
            match = SGR.fullmatch(piece)
            if match:
                apply(match.group(1), state, foreground)
                continue
            for ch in piece:
                width = max(1, wcwidth(ch))
                fg, bg = state["fg"] or foreground, state["bg"] or background
                if state["inverse"]:
                    fg, bg = bg, fg
                x, y = column * CELL_WIDTH, row * CELL_HEIGHT
                draw.rectangle([x, y, x + width * CELL_WIDTH - 1, y + CELL_HEIGHT - 1], fill=bg)
                if ch == "▀":
                    draw.rectangle([x, y, x + CELL_WIDTH - 1, y + CELL_HEIGHT // 2 - 1], fill=fg)
                elif ch == "▄":
                    draw.rectangle([x, y + CELL_HEIGHT // 2, x + CELL_WIDTH - 1, y + CELL_HEIGHT - 1], fill=fg)
                elif ch == "█":
                    draw.rectangle([x, y, x + CELL_WIDTH - 1, y + CELL_HEIGHT - 1], fill=fg)
                elif ch != " ":
                    draw.text((x, y + 1), ch, font=fonts[state["bold"]], fill=fg)
                column += width
    image.save(sys.argv[1])


if __name__ == "__main__":
    main()
