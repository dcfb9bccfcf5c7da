import { classesOf, cssForMarkup } from './frame-css';

const MARKUP = '<div class="page wide"><h2 class="title">Search</h2><input class="control"/></div>';

describe('cssForMarkup: a frame carries only the rules its markup can use', () => {
  test('the classes of the markup are read from its class attributes', () => {
    expect([...classesOf(MARKUP)].sort()).toEqual(['control', 'page', 'title', 'wide']);
  });

  test('rules naming only used classes are kept, others dropped', () => {
    const css = '.title{margin:0}\n.results{display:grid}\n.page .title{color:red}\n.page .results{gap:1px}';
    expect(cssForMarkup(css, MARKUP)).toBe('.title{margin:0}\n.page .title{color:red}');
  });

  test('a selector list keeps its usable selectors; states and attributes stay with their class', () => {
    const css =
      '.control:focus-visible,.other:hover{outline:3px solid}\n.control[aria-invalid=true]{border-color:red}';
    expect(cssForMarkup(css, MARKUP)).toBe(
      '.control:focus-visible{outline:3px solid}\n.control[aria-invalid=true]{border-color:red}',
    );
  });

  test('media queries keep what they hold for the markup; empty ones go', () => {
    const css =
      '@media (min-width: 720px){.page{padding:20px}.results{gap:2px}}@media print{.results{display:none}}';
    expect(cssForMarkup(css, MARKUP)).toBe('@media (min-width: 720px){.page{padding:20px}}');
  });

  test('rules without a class would restyle the page around the frame: they are dropped', () => {
    const css =
      ':root{--x:1}\nbody{margin:0}\nh2{font-size:9px}\n@font-face{font-family:x}\n@import "a.css";\n.title{margin:0}';
    expect(cssForMarkup(css, MARKUP)).toBe('.title{margin:0}');
  });

  test('an animation comes with the kept rule that runs it, not otherwise', () => {
    const css =
      '.wide{animation:spin 1s}\n@keyframes spin{to{transform:rotate(1turn)}}\n@keyframes fade{to{opacity:0}}';
    expect(cssForMarkup(css, MARKUP)).toBe(
      '.wide{animation:spin 1s}\n@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  test('comments are dropped', () => {
    expect(cssForMarkup('/* .title { x } */.title{margin:0}', MARKUP)).toBe('.title{margin:0}');
  });
});
