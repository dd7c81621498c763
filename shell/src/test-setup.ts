import { installTestSetup } from '@launchops/kit/testing/setup';

installTestSetup();
