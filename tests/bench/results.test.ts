import { describe, expect, it } from 'vitest'
import { withSection } from '../../bench/results'

describe('bench/RESULTS.md', () => {
  it('writes a section under its title and stamp, as printed', () => {
    const text = withSection(null, 'api', 'Catalogue API', ['  trivial route: 16 709 req/s'], '2026-11-25 02:00 UTC · abc1234')
    expect(text).toContain('# Benchmark results')
    expect(text).toContain('## Catalogue API\n\n_2026-11-25 02:00 UTC · abc1234_\n\n```\n  trivial route: 16 709 req/s\n```')
  })

  it('replaces only the section that ran again and keeps the bench order', () => {
    let text = withSection(null, 'network', 'Network', ['  home: 2.5 RT'], 'run 1')
    text = withSection(text, 'api', 'Catalogue API', ['  p99 19 ms'], 'run 1')
    text = withSection(text, 'network', 'Network', ['  home: 2.4 RT'], 'run 2')
    expect(text).toContain('  p99 19 ms')
    expect(text).toContain('  home: 2.4 RT')
    expect(text).not.toContain('  home: 2.5 RT')
    expect(text.indexOf('## Catalogue API')).toBeLessThan(text.indexOf('## Network'))
    expect(text.match(/## Network/g)).toHaveLength(1)
  })
})
