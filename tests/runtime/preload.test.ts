import { afterEach, describe, expect, it, vi } from 'vitest'
import { importChunk, modulePreloadWanted, preloadModules, setChunkPreloader } from '../../browser/runtime/preload'

afterEach(() => {
  document.head.innerHTML = ''
})

const links = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href)

describe('module preloads', () => {
  it('asks once for each chunk, relative to the chunk that asks, whoever asked first', () => {
    preloadModules(['./chunks/a.js', './chunks/b.js'], 'https://shop.example/static/dist/loader.js')
    preloadModules(['a.js', 'c.js'], 'https://shop.example/static/dist/chunks/runtime.js')
    expect(links()).toEqual([
      'https://shop.example/static/dist/chunks/a.js',
      'https://shop.example/static/dist/chunks/b.js',
      'https://shop.example/static/dist/chunks/c.js',
    ])
  })

  it("counts the links already in the page (the server's, the other bundle's) and reads them once, not per host", async () => {
    // A fresh copy of the module, as the runtime's bundle has its own.
    vi.resetModules()
    const { preloadModules: runtimeCopy } = await import('../../browser/runtime/preload')
    document.head.innerHTML = '<link rel="modulepreload" href="https://shop.example/static/dist/chunks/react.js">'
    const walks = vi.spyOn(document, 'querySelectorAll')
    for (let host = 0; host < 20; host++) runtimeCopy(['react.js', 'cards.js'], 'https://shop.example/static/dist/chunks/runtime.js')
    expect(walks).toHaveBeenCalledTimes(1)
    expect(links()).toEqual(['https://shop.example/static/dist/chunks/react.js', 'https://shop.example/static/dist/chunks/cards.js'])
  })

  it('gives each link the integrity the build wrote for its file, and none to a file it has none for', () => {
    preloadModules(['d.js', 'e.js'], 'https://shop.example/static/dist/chunks/runtime.js', { 'd.js': 'sha256-ZGQ=' })
    const integrityOf = (file: string) =>
      document.querySelector(`link[href="https://shop.example/static/dist/chunks/${file}"]`)?.getAttribute('integrity') ?? null
    expect(integrityOf('d.js')).toBe('sha256-ZGQ=')
    expect(integrityOf('e.js')).toBeNull()
  })

  it("a lazy import asks the runtime's preloader for its key before it imports, and imports alone without one", async () => {
    const calls: string[] = []
    setChunkPreloader((key) => calls.push(`preload ${key}`))
    const importer = () => (calls.push('import'), Promise.resolve('module'))
    await expect(importChunk('imask', importer)).resolves.toBe('module')
    expect(calls).toEqual(['preload imask', 'import'])
    setChunkPreloader(undefined)
    await importChunk('imask', importer)
    expect(calls).toEqual(['preload imask', 'import', 'import'])
  })

  it('is wanted unless the site config turns it off, and a broken config does not stop the page', () => {
    expect(modulePreloadWanted()).toBe(true)
    document.body.innerHTML = '<script type="application/json" id="site-config">{"module_preload": false}</script>'
    expect(modulePreloadWanted()).toBe(false)
    document.body.innerHTML = '<script type="application/json" id="site-config">{oops</script>'
    expect(modulePreloadWanted()).toBe(true)
  })
})
