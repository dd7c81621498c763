// Async boundary for the standalone harness; the shell loads src/exposes/* instead.
import('./dev/bootstrap');
