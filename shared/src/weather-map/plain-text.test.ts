import { plainText } from './plain-text';

test('an attribution from configuration is shown as text, never as markup', () => {
  expect(plainText('Map © <b>Tiles</b> & "friends"')).toBe(
    'Map © &lt;b&gt;Tiles&lt;/b&gt; &amp; &quot;friends&quot;',
  );
});
