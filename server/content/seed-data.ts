/**
 * Fixed demo content in Russian. {P} in news and stock texts is replaced by the provider's
 * display name. Dates count back from CONTENT_BASE_DATE so every fresh database is the same.
 */

export const CONTENT_BASE_DATE = '2026-11-20'

/** Regional sub-sites; rows already in subdomains (same slug or name) are kept as they are. */
export const CITIES: readonly (readonly [slug: string, name: string])[] = [
  ['msk', 'Москва'], ['spb', 'Санкт-Петербург'], ['ekb', 'Екатеринбург'], ['nsk', 'Новосибирск'],
  ['kzn', 'Казань'], ['nnov', 'Нижний Новгород'], ['chel', 'Челябинск'], ['krasnoyarsk', 'Красноярск'],
  ['samara', 'Самара'], ['ufa', 'Уфа'], ['rnd', 'Ростов-на-Дону'], ['omsk', 'Омск'],
  ['krd', 'Краснодар'], ['voronezh', 'Воронеж'], ['perm', 'Пермь'], ['volgograd', 'Волгоград'],
  ['saratov', 'Саратов'], ['tyumen', 'Тюмень'], ['tlt', 'Тольятти'], ['izhevsk', 'Ижевск'],
  ['barnaul', 'Барнаул'], ['ulyanovsk', 'Ульяновск'], ['irkutsk', 'Иркутск'], ['khabarovsk', 'Хабаровск'],
  ['makhachkala', 'Махачкала'], ['yaroslavl', 'Ярославль'], ['vladivostok', 'Владивосток'], ['orenburg', 'Оренбург'],
  ['tomsk', 'Томск'], ['kemerovo', 'Кемерово'], ['novokuznetsk', 'Новокузнецк'], ['ryazan', 'Рязань'],
  ['penza', 'Пенза'], ['astrakhan', 'Астрахань'], ['lipetsk', 'Липецк'], ['kirov', 'Киров'],
  ['cheboksary', 'Чебоксары'], ['tula', 'Тула'], ['kaliningrad', 'Калининград'], ['kursk', 'Курск'],
  ['stavropol', 'Ставрополь'], ['ulan-ude', 'Улан-Удэ'], ['tver', 'Тверь'], ['magnitogorsk', 'Магнитогорск'],
  ['sochi', 'Сочи'], ['ivanovo', 'Иваново'], ['bryansk', 'Брянск'], ['belgorod', 'Белгород'],
  ['surgut', 'Сургут'], ['vladimir', 'Владимир'], ['chita', 'Чита'], ['arkhangelsk', 'Архангельск'],
  ['nizhny-tagil', 'Нижний Тагил'], ['kaluga', 'Калуга'], ['smolensk', 'Смоленск'], ['volzhsky', 'Волжский'],
  ['kurgan', 'Курган'], ['cherepovets', 'Череповец'], ['orel', 'Орёл'], ['vologda', 'Вологда'],
  ['saransk', 'Саранск'], ['vladikavkaz', 'Владикавказ'], ['yakutsk', 'Якутск'], ['murmansk', 'Мурманск'],
  ['podolsk', 'Подольск'], ['tambov', 'Тамбов'], ['grozny', 'Грозный'], ['sterlitamak', 'Стерлитамак'],
  ['kostroma', 'Кострома'], ['petrozavodsk', 'Петрозаводск'], ['nizhnevartovsk', 'Нижневартовск'], ['novorossiysk', 'Новороссийск'],
  ['yoshkar-ola', 'Йошкар-Ола'], ['taganrog', 'Таганрог'], ['syktyvkar', 'Сыктывкар'], ['nalchik', 'Нальчик'],
  ['pskov', 'Псков'], ['veliky-novgorod', 'Великий Новгород'], ['yuzhno-sakhalinsk', 'Южно-Сахалинск'], ['blagoveshchensk', 'Благовещенск'],
]

/** 10 news topics × 4 providers = 40 news. */
export const NEWS_TOPICS = [
  { slug: 'snizil-ceny-na-krasivye-nomera', title: '{P} снизил цены на красивые номера', intro: 'Красивые номера {P} подешевели до 40 %, в продаже появились новые серии.', body: 'Скидка действует на бронзовые, серебряные и золотые номера. Платиновые номера продаются по прежним ценам.' },
  { slug: 'rasshiril-pokrytie-4g', title: '{P} расширил покрытие 4G в регионах', intro: 'Оператор {P} запустил более тысячи новых базовых станций LTE.', body: 'Быстрый мобильный интернет появился в сотнях сёл и на федеральных трассах. Карта покрытия на сайте уже обновлена.' },
  { slug: 'novye-semeinye-tarify', title: 'Новые тарифы {P} для всей семьи', intro: 'В линейке {P} появились тарифы, которые можно разделить с близкими.', body: 'Владелец тарифа делится минутами и гигабайтами с участниками группы. К одному тарифу можно подключить до пяти номеров.' },
  { slug: 'zapustil-esim', title: '{P} запустил eSIM для новых абонентов', intro: 'Номера {P} теперь можно купить сразу в виде eSIM.', body: 'Электронная SIM-карта активируется по QR-коду за несколько минут. Курьер не нужен, пластиковая карта тоже.' },
  { slug: 'besplatnaya-dostavka-sim', title: 'Бесплатная доставка SIM-карт {P}', intro: 'Доставим SIM-карту {P} бесплатно при заказе любого номера.', body: 'Курьер привезёт карту в удобное время и поможет с активацией. Оплата при получении картой или наличными.' },
  { slug: 'obnovil-rouming', title: '{P} обновил условия роуминга', intro: 'Абоненты {P} платят меньше за звонки и интернет в поездках по России.', body: 'Внутрисетевой роуминг отменён на большинстве тарифов. Пакеты минут и гигабайт действуют во всех регионах.' },
  { slug: 'bezlimitnye-messendzhery', title: 'Безлимитные мессенджеры в тарифах {P}', intro: 'Трафик мессенджеров на тарифах {P} больше не расходует пакет интернета.', body: 'Опция включена в абонентскую плату и подключается автоматически. Звонки через мессенджеры тоже не тарифицируются.' },
  { slug: 'perehod-so-svoim-nomerom', title: '{P}: переход со своим номером за один день', intro: 'Перенести номер к {P} теперь можно за сутки.', body: 'Заявку можно оставить на сайте. Номер переходит ночью, связь не прерывается.' },
  { slug: 'nedorogie-tarify', title: 'Абонентская плата < 300 ₽: тарифы {P}', intro: 'Подобрали тарифы {P} с абонентской платой < 300 ₽ в месяц.', body: 'Недорогие тарифы подойдут для звонков и редкого интернета. Сравнить их можно в калькуляторе тарифов.' },
  { slug: 'zolotye-nomera-v-rassrochku', title: 'Золотые номера {P} в рассрочку', intro: 'Золотой номер {P} можно оплатить частями без переплаты.', body: 'Рассрочка оформляется на срок от трёх до двенадцати месяцев. Первый платёж вносится при получении SIM-карты.' },
] as const

export const AUTHORS = ['Анна Смирнова', 'Дмитрий Козлов', 'Екатерина Волкова', 'Сергей Морозов', 'Ольга Новикова'] as const

export const ARTICLES: readonly (readonly [slug: string, title: string])[] = [
  ['kak-vybrat-krasivyi-nomer', 'Как выбрать красивый номер телефона'],
  ['chto-takoe-esim', 'Что такое eSIM и кому она подходит'],
  ['kak-perenesti-nomer', 'Как перенести номер к другому оператору'],
  ['bezlimitnyi-internet', 'Безлимитный интернет: где подвох'],
  ['tarify-dlya-detei', 'Тарифы для детей: на что обратить внимание'],
  ['ekonomiya-v-rouminge', 'Как сэкономить на мобильной связи в роуминге'],
  ['zolotye-nomera', 'Золотые номера: история и цены'],
  ['proverka-pokrytiya', 'Как проверить покрытие сети перед покупкой'],
  ['modem-ili-router', 'Модем или роутер: что выбрать для дачи'],
  ['pora-smenit-tarif', 'Пять признаков, что тариф пора сменить'],
  ['zashchita-sim-karty', 'Как защитить SIM-карту от мошенников'],
  ['svyaz-dlya-biznesa', 'Корпоративная связь для малого бизнеса'],
  ['kategorii-nomerov', 'Что означают категории красивых номеров'],
  ['arenda-nomera', 'Аренда номера: как это работает'],
  ['smartfon-do-20000', 'Как выбрать смартфон до 20 000 рублей'],
  ['internet-v-doroge', 'Мобильный интернет в поездах и самолётах'],
  ['semeinye-tarify', 'Семейные тарифы: делим гигабайты'],
  ['vosstanovlenie-sim', 'Как восстановить SIM-карту при потере'],
  ['nomer-zerkalo', 'Номер-зеркало и другие узоры цифр'],
  ['tarify-dlya-plansheta', 'Тарифы для планшета: сравнение операторов'],
  ['povtor-cifr', 'Почему номер с повтором цифр легче запомнить'],
  ['pereadresaciya', 'Как настроить переадресацию звонков'],
  ['bezlimitnye-zvonki', 'Стоит ли переплачивать за безлимитные звонки'],
  ['5g-v-rossii', '5G в России: когда ждать'],
  ['umnye-chasy', 'Как подключить умные часы к мобильной сети'],
  ['skorost-interneta', 'Проверяем скорость мобильного интернета'],
  ['tarif-dlya-pensionera', 'Выбираем тариф для пенсионера'],
  ['nomer-v-podarok', 'Красивый номер в подарок: идеи и советы'],
  ['dostavka-sim', 'Как работает доставка SIM-карт'],
  ['chastye-voprosy', 'Частые вопросы о покупке номера'],
]

export const ARTICLE_PARAGRAPHS = [
  'Перед покупкой сравните несколько операторов: цены на одинаковые услуги в разных сетях отличаются заметно.',
  'Обратите внимание на абонентскую плату, стоимость звонков за пределами пакета и условия в поездках.',
  'Красивый номер остаётся с вами при смене тарифа, поэтому выбирать его стоит так же внимательно, как и оператора.',
  'Консультанты магазина помогут подобрать номер и тариф, а курьер привезёт SIM-карту в удобное время.',
  'Если сомневаетесь, начните с недорогого тарифа: перейти на другой можно в любой момент без смены номера.',
] as const

/** 5 stock topics × 3 = 15 stocks. */
export const STOCK_TOPICS = [
  { slug: 'skidka-na-krasivye-nomera', title: 'Скидка 30 % на красивые номера {P}', intro: 'Красивые номера {P} со скидкой 30 % до конца акции.' },
  { slug: 'pervyi-mesyac-besplatno', title: 'Первый месяц бесплатно на тарифах {P}', intro: 'Подключите тариф {P} и не платите абонентскую плату первый месяц.' },
  { slug: 'smartfon-v-podarok', title: 'Смартфон в подарок при подключении {P}', intro: 'При покупке золотого номера {P} дарим смартфон.' },
  { slug: 'udvoennyi-internet', title: 'Удвоенный интернет для новых абонентов {P}', intro: 'Новые абоненты {P} получают вдвое больше гигабайт на три месяца.' },
  { slug: 'besplatnaya-dostavka', title: 'Бесплатная доставка номеров {P} по России', intro: 'Доставим любой номер {P} бесплатно в любой город России.' },
] as const

export const REVIEW_NAMES = [
  'Алексей', 'Мария', 'Иван Петров', 'Елена', 'Дмитрий', 'Наталья К.', 'Андрей', 'Ольга',
  'Сергей Иванов', 'Татьяна', 'Павел', 'Юлия', 'Николай', 'Анастасия', 'Виктор', 'Светлана',
  'Михаил', 'Ирина', 'Артём', 'Ксения',
] as const

export const REVIEW_TEXTS = [
  'Купил красивый номер, курьер привёз SIM-карту на следующий день. Всё быстро и понятно.',
  'Долго выбирала номер с повторяющимися цифрами, консультант помог подобрать подходящий.',
  'Хороший выбор номеров и тарифов, цены ниже, чем в салонах связи.',
  'Заказал номер для бизнеса, оформили за полчаса. Рекомендую.',
  'Доставка задержалась на день, но менеджер предупредил заранее.',
  'Удобный поиск по маске, нашёл номер с датой рождения.',
  'Номер подключили не сразу, пришлось звонить в поддержку.',
  'Брали номер в подарок отцу, он доволен. Спасибо!',
  'Всё хорошо, только хотелось бы больше тарифов для планшета.',
  'Цена на сайте совпала с итоговой, никаких скрытых платежей.',
  'Перенёс номер от другого оператора без проблем.',
  'Ответили на все вопросы в чате, оформили заказ за пять минут.',
] as const

/** Ratings cycle through this list (1–5). */
export const REVIEW_RATES = [5, 4, 5, 5, 3, 5, 4, 5, 2, 5, 4, 1, 5, 5, 4, 3] as const

export const REVIEW_ANSWERS = [
  'Спасибо за отзыв! Рады, что номер вам понравился.',
  'Благодарим за обратную связь, передали замечание службе доставки.',
  'Спасибо! Будем рады видеть вас снова.',
  'Приносим извинения за неудобства, мы уже разобрались с ситуацией.',
] as const

export const FLAT_PAGES: readonly (readonly [title: string, url: string])[] = [
  ['О компании', '/about/'],
  ['Доставка и оплата', '/delivery/'],
  ['Контакты', '/contacts/'],
  ['Сотрудничество', '/cooperation/'],
  ['Продать номер', '/sell-number/'],
  ['Гарантия и возврат', '/guarantee/'],
  ['Политика конфиденциальности', '/privacy/'],
  ['Пользовательское соглашение', '/terms/'],
  ['Вопросы и ответы', '/faq/'],
  ['Карта покрытия', '/coverage/'],
  ['Оплата связи', '/payment/'],
]

/** Catalogue pages; provider is a provider slug or null. */
export const CATALOG_PAGES: readonly { kind: 'numbers' | 'tariffs' | 'devices'; title: string; url: string; provider: string | null }[] = [
  { kind: 'numbers', title: 'Красивые номера', url: '/numbers/', provider: null },
  { kind: 'numbers', title: 'Номера МТС', url: '/numbers/mts/', provider: 'mts' },
  { kind: 'numbers', title: 'Номера Билайн', url: '/numbers/beeline/', provider: 'beeline' },
  { kind: 'numbers', title: 'Номера МегаФон', url: '/numbers/megafon/', provider: 'megafon' },
  { kind: 'numbers', title: 'Номера Tele2', url: '/numbers/tele2/', provider: 'tele2' },
  { kind: 'numbers', title: 'Золотые номера', url: '/numbers/gold/', provider: null },
  { kind: 'numbers', title: 'Платиновые номера', url: '/numbers/platinum/', provider: null },
  { kind: 'tariffs', title: 'Все тарифы', url: '/tariffs/', provider: null },
  { kind: 'tariffs', title: 'Тарифы МТС', url: '/tariffs/mts/', provider: 'mts' },
  { kind: 'tariffs', title: 'Тарифы Билайн', url: '/tariffs/beeline/', provider: 'beeline' },
  { kind: 'tariffs', title: 'Тарифы МегаФон', url: '/tariffs/megafon/', provider: 'megafon' },
  { kind: 'tariffs', title: 'Тарифы Tele2', url: '/tariffs/tele2/', provider: 'tele2' },
  { kind: 'tariffs', title: 'Тарифы для планшета', url: '/tariffs/tablet/', provider: null },
  { kind: 'devices', title: 'Смартфоны', url: '/devices/smartphones/', provider: null },
  { kind: 'devices', title: 'Модемы', url: '/devices/modems/', provider: null },
  { kind: 'devices', title: 'Роутеры', url: '/devices/routers/', provider: null },
  { kind: 'devices', title: 'Планшеты', url: '/devices/tablets/', provider: null },
]
