import { configure } from '@testing-library/preact';

/**
 * How long findBy* and waitFor wait for what a person would see. The default second is too short
 * on CI's two cores with the server suites running alongside: a lazy panel's first import (its
 * module transformed on first use) took longer there, and the test found only the loading state.
 */
configure({ asyncUtilTimeout: 5000 });
