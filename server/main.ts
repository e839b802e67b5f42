import { buildApp } from './app'
import { loadConfig } from './config'

/** `npm start`: the whole store on one machine with one command. */
const config = loadConfig()
const app = await buildApp({ logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' } })
await app.listen({ port: config.port, host: config.host })
// The bound port, not the configured one: PORT=0 (tests) picks a free port.
const { port } = app.server.address() as import('node:net').AddressInfo
// Printed directly so it stays readable whatever the log level and format.
console.log(`Store on ${config.tls ? 'https' : 'http'}://${config.host}:${port}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
