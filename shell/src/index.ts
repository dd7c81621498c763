// Async boundary: shared modules (React, router, ...) are negotiated before any of them is used.
import('./bootstrap');
