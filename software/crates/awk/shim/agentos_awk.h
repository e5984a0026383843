/* agentOS: declarations wasi-libc lacks; definitions are in src/main.rs (over host_process)
   and shim/shim.c. Force-included into every awk source file. */
#include <stdio.h>
int system(const char *command);
FILE *popen(const char *command, const char *mode);
int pclose(FILE *stream);
