import { describe, expect, it } from 'vitest';
import { withIndefiniteArticles } from './indefinite-article.js';

describe('the article of a thing the patient presents with (issue 28, rubric round 36)', () => {
  it.each<[string, string]>([
    ['The patient presents with nonhealing foot ulcer on the right foot.', 'The patient presents with a nonhealing foot ulcer on the right foot.'],
    ['He presents with newly diagnosed pituitary lesion.', 'He presents with a newly diagnosed pituitary lesion.'],
    ['The patient presents for evaluation of nonhealing ulcer.', 'The patient presents for evaluation of a nonhealing ulcer.'],
    ['The patient presents with new right eye twitch that began 2 weeks ago.', 'The patient presents with a new right eye twitch that began 2 weeks ago.'],
    ['The patient presents with itchy rash of the arm.', 'The patient presents with an itchy rash of the arm.'],
    ['The patient presents with ulcer of the left heel.', 'The patient presents with an ulcer of the left heel.'],
    // A second complaint the history reports (probe p04, tuning set).
    ['She reports mole on the back.', 'She reports a mole on the back.'],
    // Symptoms, plurals, and phrases already determined are left as they are.
    ['The patient presents with right knee pain.', 'The patient presents with right knee pain.'],
    ['The patient presents for evaluation of kidney stones.', 'The patient presents for evaluation of kidney stones.'],
    ['She presents with a lump in the breast.', 'She presents with a lump in the breast.'],
    ['She presents with her rash again.', 'She presents with her rash again.'],
    ['He presents with multiple lesions.', 'He presents with multiple lesions.'],
    ['He presents with tear-stained eyes.', 'He presents with tear-stained eyes.'],
    ['He has a history of ulcer.', 'He has a history of ulcer.'],
    // Only the words of one noun phrase: "back pain and lesion" is two things.
    ['He presents with back pain and lesion of the skin.', 'He presents with back pain and lesion of the skin.'],
    ['He presents with knee swelling.', 'He presents with knee swelling.'],
  ])('%s', (text, written) => {
    expect(withIndefiniteArticles(text)).toBe(written);
  });
});
