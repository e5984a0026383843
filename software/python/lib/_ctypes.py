# agentOS: ctypes calls native code through libffi, which CPython for WASI cannot do: `import ctypes`
# fails with this message instead of "No module named '_ctypes'".
raise ImportError(
    "ctypes is not available in the agentOS VM's Python (CPython for WASI runs no native code); "
    "run code that needs ctypes in a sandbox"
)
