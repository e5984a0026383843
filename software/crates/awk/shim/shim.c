/* agentOS: signal() is a no-op (no SIGFPE delivery on WASI: float errors give inf/nan). */
#include <signal.h>
void (*signal(int sig, void (*handler)(int)))(int) {
	(void)sig;
	(void)handler;
	return SIG_DFL;
}
