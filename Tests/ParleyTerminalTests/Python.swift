/// Debian's python3, where the test oracles python3-wcwidth and python3-pyte are installed
/// (Scripts/setup.sh); a python3 earlier on PATH (pyenv, a venv) may lack them.
enum Python {
    static let debian = "/usr/bin/python3"
}
