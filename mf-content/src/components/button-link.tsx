/** The site's buttons (a router link and a <button>), from the kit. */
export { Button, ButtonLink } from '@launchops/kit/styles';
