/**
 * Coins people name in questions, by CoinGecko id. Names and tickers are the same in every
 * language; scripts other than Latin spell the big two their own way. Tickers that are everyday
 * words somewhere ("sol", "ada", "dot", "ton") are left out: only the coin's full name counts.
 */
export const namedCoins: readonly { id: string; words: readonly string[] }[] = [
  { id: 'bitcoin', words: ['bitcoin', 'btc', 'بيتكوين', 'بتكوين', 'बिटकॉइन', 'बिटकोइन', 'บิตคอยน์', 'บิทคอยน์'] },
  { id: 'ethereum', words: ['ethereum', 'eth', 'إيثريوم', 'إيثيريوم', 'एथेरियम', 'อีเธอเรียม', 'อีเทอเรียม'] },
  { id: 'tether', words: ['tether', 'usdt'] },
  { id: 'binancecoin', words: ['bnb', 'binance coin'] },
  { id: 'solana', words: ['solana'] },
  { id: 'ripple', words: ['xrp', 'ripple'] },
  { id: 'usd-coin', words: ['usdc'] },
  { id: 'dogecoin', words: ['dogecoin', 'doge'] },
  { id: 'cardano', words: ['cardano'] },
  { id: 'litecoin', words: ['litecoin', 'ltc'] },
  { id: 'polkadot', words: ['polkadot'] },
  { id: 'shiba-inu', words: ['shiba'] },
];
