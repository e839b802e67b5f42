import { afterEach, describe, expect, it } from 'vitest'
import { modulePreloadWanted, preloadModules } from '../../shared/runtime/preload'

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

  it('is wanted unless the site config turns it off, and a broken config does not stop the page', () => {
    expect(modulePreloadWanted()).toBe(true)
    document.body.innerHTML = '<script type="application/json" id="site-config">{"module_preload": false}</script>'
    expect(modulePreloadWanted()).toBe(false)
    document.body.innerHTML = '<script type="application/json" id="site-config">{oops</script>'
    expect(modulePreloadWanted()).toBe(true)
  })
})
