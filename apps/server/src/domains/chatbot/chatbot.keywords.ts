import { hasBatchim } from 'es-hangul';

/**
 * The words of a question worth looking up: the question split into words, each stripped of its particle (조사) or
 * predicate ending (어미), question words and politeness dropped. Korean attaches particles to nouns ('스튜디오를',
 * '예약은'), and the portal's index matches a word as a phrase, so '예약은' would find nothing where '예약' finds the
 * rules; a whole sentence would need every one of its words in one page. Which form of a particle follows a noun
 * depends on its last syllable's final consonant (받침): '을/은/이/과' after one, '를/는/가/와' without, so '오이' keeps
 * its '이' (es-hangul's hasBatchim decides).
 */

/** Particles that follow a syllable with a final consonant, and those that follow one without. */
const AFTER_BATCHIM = ['으로는', '으로', '이랑', '과', '은', '을', '이'];
const AFTER_VOWEL = ['로는', '로', '랑', '와', '는', '를', '가'];
/** Particles that follow either. */
const ANY_PARTICLE = [
  '에서는',
  '에서도',
  '에서',
  '에게',
  '한테',
  '까지',
  '부터',
  '처럼',
  '보다',
  '하고',
  '에는',
  '에도',
  '의',
  '에',
  '도',
  '만',
  '요',
  '좀',
];
/** Predicate endings, longest first: what is left before them is the word ('신청하려면' → '신청'). */
const ENDINGS = [
  '하고싶어요',
  '하고싶은데',
  '하고싶어',
  '했는데요',
  '했는데',
  '했어요',
  '하려는데',
  '하는거',
  '한거',
  '하는곳',
  '해야하나요',
  '해야돼요',
  '하려고요',
  '한가요',
  '한지요',
  '하려면요',
  '하려면',
  '하는데요',
  '하는데',
  '하나요',
  '할까요',
  '하는지',
  '하는법',
  '하는',
  '하면',
  '하고',
  '해야',
  '해요',
  '합니다',
  '하기',
  '할',
  '되나요',
  '되는지',
  '되는',
  '되면',
  '되요',
  '돼요',
  '인가요',
  '인지',
  '있나요',
  '있어요',
  '없나요',
  '없어요',
  '싶어요',
  '싶은데',
  '주세요',
  '려면',
  '나요',
  '까요',
];
/** Words that ask rather than name something. */
const STOPWORDS = new Set([
  '어떻게',
  '어떤',
  '무엇',
  '무엇인가요',
  '뭐',
  '뭔가요',
  '뭐예요',
  '언제',
  '어디',
  '어디서',
  '어디에',
  '누가',
  '누구',
  '왜',
  '얼마',
  '얼마나',
  '몇',
  '방법',
  '알려',
  '알려줘',
  '알려주세요',
  '궁금',
  '궁금해요',
  '궁금합니다',
  '문의',
  '질문',
  '좀',
  '제가',
  '저는',
  '저도',
  '우리',
  '그리고',
  '그런데',
  '혹시',
  '안녕하세요',
  '안녕',
  '감사합니다',
  '수',
  '것',
  '거',
  '있나요',
  '하나요',
  '되나요',
  '가능',
  '가능한가요',
  '해야',
  '해도',
  '하면',
  '필요',
  '해주세요',
  '주세요',
  '하고',
  '싶어요',
  // Casual and polite forms that ask or say nothing about the subject.
  '뭐가',
  '봐요',
  '봐야',
  '보나요',
  '보려면',
  '보는',
  '볼까요',
  '가요',
  '가나요',
  '가야',
  '하는데',
  '되는데',
  '뭐가요',
  '어케',
  '어캐',
  '어떡해',
  '어떡해요',
  '어떻게요',
  '어떻게해요',
  '어떻게하나요',
  '어떻게하면',
  '어떻게해야',
  '어떻게하죠',
  '어디서요',
  '뭔가',
  '뭔지',
  '뭐지',
  '하는법',
  '하는방법',
  '방법좀',
  '알려줘요',
  '알려줄래',
  '알려주실',
  '알고',
  '싶어',
  '싶은데',
  '싶습니다',
  '싶은데요',
  '하고싶어요',
  '하려는데',
  '할래',
  '할래요',
  '해줘',
  '해줘요',
  '하죠',
  '되죠',
  '돼요',
  '되요',
  '안돼요',
  '안되요',
  '받고',
  '받으려면',
  '받을',
  '있을까요',
  '있는지',
  '없는지',
  '없나',
  '있나',
  '하나',
  '되나',
  '거기',
  '여기',
  '이거',
  '그거',
  '저거',
  '그냥',
  '정말',
  '너무',
  '진짜',
  '바로',
  '제발',
  '급해요',
  '급합니다',
  '부탁드립니다',
  '부탁해요',
  '해요',
  '했어요',
  '됐어요',
  '있어',
  '있어요',
  '있음',
  '있는',
  '없어',
  '없음',
  '하는법좀',
  // What a question asks about its subject: the procedure, the time it takes, a half-remembered name.
  '절차',
  '순서',
  '걸려',
  '걸려요',
  '걸리나요',
  '걸리는지',
  '뭐였지',
  '뭐였더라',
  '뭐더라',
  '뭐야',
  '뭐에요',
]);

/** Words at most. */
export const KEYWORDS_MAX = 5;

function stripOnce(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  for (const particle of ANY_PARTICLE) {
    if (word.length >= particle.length + 2 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  const stem = (p: string) => word.slice(0, -p.length);
  for (const particle of AFTER_BATCHIM) {
    if (word.length >= particle.length + 2 && word.endsWith(particle) && isHangulEndingWith(stem(particle), true))
      return stem(particle);
  }
  for (const particle of AFTER_VOWEL) {
    if (word.length >= particle.length + 2 && word.endsWith(particle) && isHangulEndingWith(stem(particle), false))
      return stem(particle);
  }
  return word;
}

/** Whether the word ends in a Hangul syllable with (or without) a final consonant. */
function isHangulEndingWith(word: string, batchim: boolean): boolean {
  const last = word.at(-1) ?? '';
  if (!/[가-힣]/.test(last)) return false;
  return hasBatchim(last) === batchim;
}

/** The question's words to look up, in order, without repeats, at most KEYWORDS_MAX. */
export function keywordsOf(question: string): string[] {
  const out: string[] = [];
  // '1:1 문의' names the one-to-one inquiry, which the split below would cut into digits.
  const text = question.normalize('NFC').replace(/1\s*:\s*1/g, '일대일');
  for (const raw of text.split(/[^0-9A-Za-z가-힣]+/)) {
    if (!raw || STOPWORDS.has(raw)) continue;
    const word = stripOnce(stripOnce(raw));
    if (STOPWORDS.has(word)) continue;
    // One Hangul syllable or one Latin letter names nothing on its own ('더', 'a'); two digits may ('4시간').
    if (word.length < 2) continue;
    if (!out.includes(word)) out.push(word);
    if (out.length === KEYWORDS_MAX) break;
  }
  return out;
}
