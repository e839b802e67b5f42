import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { expect, it } from 'vitest'

useReferenceServer()

it('mounts every island of the header, and the signed-in customer is greeted by phone', async () => {
  const page = await loadFixture('header-signed-in.html')
  expect(page.hosts.filter((host) => host.state !== 'mounted')).toEqual([])
  expect(page.warnings).toEqual([])
  // The greeting is in the header's menu (a phone opens it; a wide screen's stylesheet shows it in the row).
  await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
  expect(await screen.findByText('Здравствуйте!')).toBeVisible()
  expect(screen.getByText('+7 (900) 000-00-01')).toBeVisible()
})

it('leaves a host with a malformed attribute inactive, says why, and keeps its server HTML', async () => {
  const page = await loadFixture('<a href="/order/" data-island="cart-summary" data-item-count="три" data-cart-url="/order/">Корзина (3)</a>')
  const [summary] = page.hostsOf('cart-summary')
  expect(summary).toMatchObject({
    state: 'inactive',
    warning: '[islands] "cart-summary": attribute data-item-count="три" is not a valid int; the island stays inactive.',
  })
  expect(screen.getByRole('link', { name: 'Корзина (3)' })).toBeVisible()
})
