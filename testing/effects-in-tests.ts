import { options } from 'preact'

// Preact runs effects (`useEffect`) after the next paint: a frame later in a browser, and in
// happy-dom on a requestAnimationFrame that a test's fake timers may hold forever. React flushes
// them before a test's next step (act); so does this, on the microtask after the render, so an
// effect that focuses a field or starts a countdown has run by the time Testing Library finds
// what the render drew. Imported by the kit's entry and by this repository's test setup.
options.requestAnimationFrame = (flush) => queueMicrotask(flush)
