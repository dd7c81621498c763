import('./dev/bootstrap');
