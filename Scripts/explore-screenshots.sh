#!/usr/bin/env bash
# `kata-runner explore` as a person looks at it: its page rendered in headless Chromium, in a light
# and a dark colour scheme, screenshots taken and checked. For each page and scheme, at a desktop
# width (1400 px) and a phone's (390 px): the graph is drawn (states, arrows, labels), every line
# of a state fits its box and no two boxes or labels overlap, nothing but the drawings' own scroll
# areas (and a picture's <pre>) is wider than the page, and every text has a contrast of 4.5:1 at
# least against what is behind it (WCAG AA). Each screenshot must show something (not one flat
# colour) in the scheme asked for, with nothing drawn into the page's right margin.
#
# Usage:
#   Scripts/explore-screenshots.sh                 kata 4's reference, and the same with one mistake
#                                                  written in (a product screen reused after Back),
#                                                  explored in a scratch copy of the workbook
#   Scripts/explore-screenshots.sh PAGE.html...    pages written already by `kata-runner explore`
#
# Screenshots (the first screenful, and the whole page) go to $KATA_SCREENSHOTS (default
# .kata/explore/screenshots/), with the two pages it explored itself. Needs Debian's
# `chromium`, installed with apt-get when missing (as root). Not part of CI: the scratch build
# takes a minute or two, and Chromium is a large install. Exits non-zero, saying which check
# failed, if any does not hold.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shots=${KATA_SCREENSHOTS:-$root/.kata/explore/screenshots}
mkdir -p "$shots"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "explore-screenshots: $1" >&2; exit 1; }

if ! command -v chromium >/dev/null 2>&1; then
    echo "==> installing Debian's chromium (it was missing)"
    [ "$(id -u)" -eq 0 ] || fail "chromium is missing: install it with 'sudo apt-get install chromium', then run this again"
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core >/dev/null \
        || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core >/dev/null; } \
        || fail "could not install chromium with apt-get"
fi

chrome() {
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files "$@" 2>/dev/null
}

pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
    echo "==> a scratch copy of the workbook, kata 4's reference solution in Exercises/"
    tar --exclude=./.build --exclude=./.kata --exclude=./.git -cf - . | tar -xf - -C "$work"
    mkdir -p "$work/pages"
    cp Sources/Solutions/04-deep-links/*.swift "$work/Exercises/04-deep-links/"
    (cd "$work" && NO_COLOR=1 swift run kata-runner explore 4 --out "$work/pages/reference" >"$work/explore.txt" 2>&1) \
        || { cat "$work/explore.txt" >&2; fail "kata-runner explore 4 failed on the reference solution"; }
    grep -q "did what the lesson's app does" "$work/explore.txt" || { cat "$work/explore.txt" >&2; fail "the reference should do what the lesson's app does"; }
    echo "==> the same with one mistake: ShopCoordinator reuses the first product screen it made"
    python3 - "$work/Exercises/04-deep-links/ShopCoordinator.swift" <<'EOF'
import sys
path = sys.argv[1]
text = open(path).read()
text = text.replace("    let childCoordinators: [any Coordinator] = []\n", "    let childCoordinators: [any Coordinator] = []\n    private var opened: UIViewController?\n", 1)
old = "            navigationController.pushViewController(makeProduct(id), animated: true)"
assert old in text, "the reference's ShopCoordinator changed: update the mistake this script writes in"
text = text.replace(old, "            let product = opened ?? makeProduct(id)\n            opened = product\n            navigationController.pushViewController(product, animated: true)", 1)
open(path, "w").write(text)
EOF
    set +e
    (cd "$work" && NO_COLOR=1 swift run kata-runner explore 4 --out "$work/pages/mistake" >"$work/explore.txt" 2>&1)
    status=$?
    set -e
    [ "$status" -eq 1 ] || { cat "$work/explore.txt" >&2; fail "expected exit code 1 for the app with a mistake, got $status"; }
    grep -q "went another way" "$work/explore.txt" || { cat "$work/explore.txt" >&2; fail "the app with a mistake should go another way"; }
    cp "$work/pages/reference/graph.html" "$shots/reference.html"
    cp "$work/pages/mistake/graph.html" "$shots/mistake.html"
    pages=("$shots/reference.html" "$shots/mistake.html")
fi

# What the page must hold, measured in the page as Chromium lays it out; the results are written
# into the document, which --dump-dom prints.
cat >"$work/check.js" <<'EOF'
(function () {
  const out = [];
  const fail = (m) => out.push('FAIL ' + m);
  const note = (m) => out.push('NOTE ' + m);
  const rgb = (s) => { const m = s.match(/rgba?\(([^)]+)\)/); if (!m) return null; const p = m[1].split(',').map(Number); return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 }; };
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const pageBackground = rgb(getComputedStyle(document.body).backgroundColor);
  const backgroundOf = (el) => { for (let e = el; e && e.nodeType === 1; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor); if (c && c.a > 0) return c; } return pageBackground; };

  const svg = document.querySelector('svg.graph');
  const nodes = Array.from(document.querySelectorAll('svg.graph g.node'));
  const labels = Array.from(document.querySelectorAll('svg.graph g.label'));
  const edges = document.querySelectorAll('svg.graph path.edge');
  if (!svg || nodes.length === 0) fail('no graph drawn');
  note(nodes.length + ' states, ' + edges.length + ' arrows, ' + labels.length + ' labels');
  if (edges.length !== labels.length) fail('arrows and labels differ in number: ' + edges.length + ' and ' + labels.length);

  // Every line inside its box, every label inside its rectangle.
  const inside = (inner, outer) => inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y >= outer.y - 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
  let overflowing = 0;
  for (const g of nodes.concat(labels)) {
    const box = g.querySelector('rect').getBBox();
    for (const t of g.querySelectorAll('text')) { if (!inside(t.getBBox(), box)) { overflowing++; if (overflowing <= 3) fail('text outside its box: "' + t.textContent + '"'); } }
  }
  const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const boxes = nodes.map((g) => g.querySelector('rect.box').getBBox()).concat(labels.map((g) => g.querySelector('rect').getBBox()));
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i], boxes[j])) fail('two boxes overlap: #' + i + ' and #' + j);
  for (const t of document.querySelectorAll('svg.graph text')) { const size = parseFloat(getComputedStyle(t).fontSize); if (size < 11) { fail('text smaller than 11 px: ' + size); break; } }

  // Nothing wider than the page but the graph's scroll area and the pictures' own scrolling.
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) fail('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px wide in ' + width);
  const scroller = document.querySelector('.graph-scroll');
  for (const el of document.body.querySelectorAll('*')) {
    const inScrollArea = el.parentElement && el.parentElement.closest('.graph-scroll, .holders-scroll');
    if (inScrollArea || (el.closest('pre') && el.tagName !== 'PRE')) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 0.5) { fail('wider than the page: <' + el.tagName.toLowerCase() + ' class="' + el.className + '"> ends at ' + Math.round(r.right) + ' px of ' + width); break; }
  }

  // Contrast of every text against what is behind it.
  let lowest = 99, worst = '';
  const weigh = (fg, bg, what) => { const r = ratio(fg, bg); if (r < lowest) { lowest = r; worst = what; } if (r < 4.5) fail('contrast ' + r.toFixed(2) + ':1 for ' + what); };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  while (walker.nextNode()) {
    const text = walker.currentNode; const el = text.parentElement;
    if (!text.textContent.trim() || seen.has(el) || el.closest('svg') || el.closest('title')) continue;
    seen.add(el);
    weigh(rgb(getComputedStyle(el).color), backgroundOf(el), '<' + el.tagName.toLowerCase() + '> "' + text.textContent.trim().slice(0, 30) + '"');
  }
  for (const t of document.querySelectorAll('svg text')) {
    const previous = t.previousElementSibling;
    const behind = previous && previous.tagName === 'rect' ? previous : t.parentElement.querySelector('rect');
    const background = behind ? rgb(getComputedStyle(behind).fill) : backgroundOf(t.closest('svg').parentElement);
    weigh(rgb(getComputedStyle(t).fill), background, 'svg ' + (t.getAttribute('class') || t.parentElement.getAttribute('class')) + ' "' + t.textContent.slice(0, 30) + '"');
  }
  note('lowest contrast ' + lowest.toFixed(2) + ':1 (' + worst + ')');
  // The page's height with the graph's scroll area as tall as the graph, for a whole-page screenshot.
  const whole = document.documentElement.scrollHeight + (svg && scroller ? svg.getBoundingClientRect().height + 2 - scroller.clientHeight : 0);
  out.push('HEIGHT ' + Math.ceil(whole));
  const pre = document.createElement('pre');
  pre.id = 'explore-checks';
  pre.textContent = '\n' + out.join('\n') + '\n';
  document.body.appendChild(pre);
})();
EOF

# What a screenshot shows, read back in Chromium from the PNG.
cat >"$work/pixels.html" <<'EOF'
<!doctype html><html><body><pre id="pixels"></pre><script>
const image = new Image();
image.onload = () => {
  const canvas = document.createElement('canvas');
  canvas.width = image.width; canvas.height = image.height;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, image.width, image.height).data;
  const key = (i) => (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
  const background = key(0);
  const colours = new Set();
  let drawn = 0, marginDrawn = 0;
  for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) {
    const i = (y * image.width + x) * 4; const k = key(i);
    colours.add(k);
    if (k !== background) { drawn++; if (x >= image.width - 8) marginDrawn++; }
  }
  const luminance = (0.2126 * data[0] + 0.7152 * data[1] + 0.0722 * data[2]) / 255;
  document.getElementById('pixels').textContent = '\nsize ' + image.width + 'x' + image.height + '\ncolours ' + colours.size + '\ndrawn ' + (drawn / (image.width * image.height)).toFixed(4) + '\nmargin ' + marginDrawn + '\nbackground ' + luminance.toFixed(3) + '\n';
};
image.src = new URLSearchParams(location.search).get('png');
</script></body></html>
EOF

failures=0
index=0
for page in "${pages[@]}"; do
    [ -f "$page" ] || fail "no page at $page"
    page=$(realpath "$page")
    index=$((index + 1))
    name=$(basename "$page" .html)
    [ "$name" = "reference" ] || [ "$name" = "mistake" ] || name="page$index-$(basename "$(dirname "$page")")"
    checked="$work/checked-$index.html"
    sed 's|</body>|<script src="check.js"></script></body>|' "$page" >"$checked"
    for scheme in light dark; do
        setting=$([ "$scheme" = dark ] && echo 0 || echo 1)
        for width in 1400 390; do
            results=$(chrome --blink-settings=preferredColorScheme=$setting --window-size=$width,1000 --virtual-time-budget=3000 --dump-dom "file://$checked" \
                | sed -n '/<pre id="explore-checks">/,/<\/pre>/p' | grep -E '^(FAIL|NOTE|HEIGHT) ' || true)
            [ "$width" -eq 1400 ] && height=$(echo "$results" | awk '/^HEIGHT/ {print $2}')
            results=$(echo "$results" | grep -v '^HEIGHT' || true)
            [ -n "$results" ] || { echo "  $name, $scheme, $width px: the checks did not run"; failures=$((failures + 1)); continue; }
            echo "$results" | sed "s/^/  $name, $scheme, $width px: /" | sed 's/&quot;/"/g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g'
            failures=$((failures + $(echo "$results" | grep -c '^FAIL' || true)))
        done
        shot="$shots/$name-$scheme.png"
        chrome --blink-settings=preferredColorScheme=$setting --window-size=1400,1000 --screenshot="$shot" "file://$page" >/dev/null
        [ -s "$shot" ] || { echo "  $name, $scheme: no screenshot"; failures=$((failures + 1)); continue; }
        # The whole page too, the graph unscrolled (Chromium draws at most 16384 px high).
        whole=$(( ${height:-1000} < 16000 ? ${height:-1000} : 16000 ))
        chrome --blink-settings=preferredColorScheme=$setting --window-size=1400,$whole --screenshot="$shots/$name-$scheme-whole.png" "file://$page" >/dev/null
        echo "  $name, $scheme: the whole page, $whole px high: $shots/$name-$scheme-whole.png"
        pixels=$(chrome --window-size=400,300 --virtual-time-budget=5000 --dump-dom "file://$work/pixels.html?png=file://$shot" | sed -n '/<pre id="pixels">/,/<\/pre>/p')
        colours=$(echo "$pixels" | awk '/^colours/ {print $2}')
        drawn=$(echo "$pixels" | awk '/^drawn/ {print $2}')
        margin=$(echo "$pixels" | awk '/^margin/ {print $2}')
        background=$(echo "$pixels" | awk '/^background/ {print $2}')
        echo "  $name, $scheme: $shot ($colours colours, $drawn of it drawn, background luminance $background)"
        [ -n "$colours" ] || { echo "  FAIL the screenshot could not be read back"; failures=$((failures + 1)); continue; }
        python3 - "$scheme" "$colours" "$drawn" "$margin" "$background" <<'EOF' || failures=$((failures + 1))
import sys
scheme, colours, drawn, margin, background = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
problems = []
if colours < 16 or drawn < 0.02:
    problems.append("the screenshot is nearly empty")
if margin > 0:
    problems.append(f"{margin} pixels drawn in the page's right margin")
if scheme == "light" and background < 0.8:
    problems.append("a light page should have a light background")
if scheme == "dark" and background > 0.2:
    problems.append("a dark page should have a dark background")
for problem in problems:
    print("  FAIL " + problem)
sys.exit(1 if problems else 0)
EOF
    done
done
if [ "$failures" -gt 0 ]; then
    fail "$failures checks failed"
fi
echo "explore-screenshots: every page passed, screenshots in $shots"
