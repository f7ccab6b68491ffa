import '@testing-library/jest-dom/jest-globals';
// Imported before the guard so that its automatic cleanup (an afterEach) unmounts each test's tree before the
// guard's afterEach checks the console: what the unmount writes is blamed on the test that rendered the tree.
import '@testing-library/react';
// A test that writes to the console (React's act() warnings, Apollo's missing mocks) fails unless it declares it.
import '../support/fail-on-console';
