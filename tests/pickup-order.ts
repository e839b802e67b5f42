// Test data only (no test runner imported; not under tests/data/, which .gitignore's data/ would hide): the server tests and e2e/durability.spec.ts share it.

/** An order a visitor picks up and pays for in cash (POST /api/orders/): the fewest fields spec §5 asks for. */
export const PICKUP_ORDER = {
  client_name: 'Анна Смирнова',
  client_email: 'anna@example.com',
  client_phones: ['+7 (912) 000-11-22'],
  delivery_type: '2',
  city: 'Казань',
  comment: '',
  payment_type: 'cash',
  subscribe: false,
}
