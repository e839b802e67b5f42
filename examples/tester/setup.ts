// Testing Library's matchers (toBeVisible, toHaveAccessibleDescription …) for every test file.
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'

// findBy*/waitFor give up after 1 s by default: on a busy CI machine a form's round trip through
// the reference server can take longer. A passing test goes on as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 })
