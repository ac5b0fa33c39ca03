# Bash completion for parley: its commands, each command's options (as `parley COMMAND --help`
# names them), the values of --layout, --theme, --paper, --images and --notification-preview, files and folders where an option
# takes one, and the types of `parley decode`. Installed as
# share/bash-completion/completions/parley.

_parley() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local commands="demo chats send messages decode markdown rows group-info layout render export gui"
    local command=client
    if [[ $COMP_CWORD -gt 1 && " $commands " == *" ${COMP_WORDS[1]} "* ]]; then
        command=${COMP_WORDS[1]}
    fi

    case $prev in
        --layout) COMPREPLY=($(compgen -W "terminal classic" -- "$cur")); return ;;
        --theme) COMPREPLY=($(compgen -W "light dark simplex black" -- "$cur")); return ;;
        --paper) COMPREPLY=($(compgen -W "a4 letter" -- "$cur")); return ;;
        --notification-preview) COMPREPLY=($(compgen -W "message contact hidden" -- "$cur")); return ;;
        --images) COMPREPLY=($(compgen -W "auto blocks off" -- "$cur")); return ;;
        --db | --from | --out | --core-lib | --core-db | --trace | --config) _parley_files -f; return ;;
        --files) _parley_files -d; return ;;
        --chat | --as | --connect | --create | --width | --body | --now | --tz | --height | --scale | --quote | --repeat | \
            --last | --before | --around | --count | --search | --select | --reveal) return ;;
    esac

    local options
    case $command in
        client) options="--db --as --connect --core-lib --core-db --create --config --chat --layout --from --now --tz --vim --mouse --no-bell --images --print-config --version" ;;
        demo) options="--db --reset" ;;
        chats) options="--db --as --connect --core-lib --core-db --create --config" ;;
        send) options="--db --as --connect --core-lib --core-db --create --config --chat --quote --repeat" ;;
        messages) options="--db --as --connect --core-lib --core-db --create --config --chat --last --before --around --search --count" ;;
        decode) options="--types" ;;
        markdown) options="--blocks" ;;
        rows) options="--from --layout --now --tz --reveal" ;;
        group-info) options="--from --link --developer --alerts" ;;
        layout) options="--from --layout --width --body --theme --now --tz --select" ;;
        render) options="--db --as --connect --core-lib --core-db --create --config --from --chat --out --scale --height --files --all --layout --width --body --theme --now --tz --select" ;;
        export) options="--db --as --connect --core-lib --core-db --create --config --chat --out --paper --layout --body --theme --now --tz" ;;
        gui) options="--db --as --connect --core-lib --core-db --create --config --chat --trace --background --notification-preview --layout --body --theme --now --tz" ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
    elif [[ $command == client && $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
    elif [[ $command == decode && $COMP_CWORD -eq 2 ]]; then
        COMPREPLY=($(compgen -W "$(parley decode --types 2>/dev/null)" -- "$cur"))
    elif [[ $command == decode ]]; then
        _parley_files -f
    fi
}

# Files (-f) or folders (-d) whose names start with the word being completed, one per line, so a
# name with spaces stays one.
_parley_files() {
    compopt -o filenames 2>/dev/null
    mapfile -t COMPREPLY < <(compgen "$1" -- "${COMP_WORDS[COMP_CWORD]}")
}

complete -F _parley parley
