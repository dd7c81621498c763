// The alias react-router.ts uses to reach the package itself (see there).
declare module 'launchops-react-router-package' {
  export * from 'react-router';
}
