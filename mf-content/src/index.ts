// Async boundary for the standalone harness; the shell loads src/exposes/* instead.
void import('./dev/bootstrap');
