#!/bin/sh
# Puts this unpacked Five Dice folder in the desktop's menus for the current user:
#   ./install.sh              a `fivedice` launcher in ~/.local/bin, the menu entry, metainfo and
#                             icons in ~/.local/share (the folder itself stays where it is)
#   ./install.sh --uninstall  takes them out again
# Set PREFIX to install elsewhere, e.g. PREFIX=/usr/local sudo -E ./install.sh
set -eu

APP_ID=io.github.fivedice.FiveDice
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
DATA=$PREFIX/share

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$PREFIX/bin/fivedice" "$PREFIX/bin/fivedice-sim" \
        "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml"
    find "$DATA/icons/hicolor" -name "$APP_ID.*" -type f -exec rm -f {} + 2>/dev/null || true
    refresh
    echo "Five Dice removed from $PREFIX (this folder, $HERE, was left as it is)."
    exit 0
fi

mkdir -p "$PREFIX/bin" "$DATA/applications" "$DATA/metainfo"
ln -sf "$HERE/fivedice" "$PREFIX/bin/fivedice"
[ -x "$HERE/fivedice-sim" ] && ln -sf "$HERE/fivedice-sim" "$PREFIX/bin/fivedice-sim"
# The menu entry starts this folder's executable by its full path, so it works without PATH.
sed "s|^Exec=fivedice|Exec=\"$HERE/fivedice\"|" "$HERE/share/applications/$APP_ID.desktop" \
    > "$DATA/applications/$APP_ID.desktop"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/"
cp -R "$HERE/share/icons" "$DATA/"
refresh
echo "Five Dice installed for $(id -un): look for it in the Games menu, or run: fivedice"
