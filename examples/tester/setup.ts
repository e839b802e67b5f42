// Testing Library's matchers (toBeVisible, toHaveAccessibleDescription …) for every test file.
import '@testing-library/jest-dom/vitest'
