#!/bin/sh
# Fetches the one true awk's source (Debian source package `original-awk`, bookworm) into DIR,
# without changing the system's apt configuration (private source list and package lists).
# Needs: apt-get (Debian), network access to the Debian archive. Never commit the source.
set -eu
dest="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/parts" "$work/lists/partial" "$work/cache"
cat > "$work/parts/src.sources" <<SRC
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
opts="-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts=$work/parts -o Dir::State::Lists=$work/lists -o Dir::Cache=$work/cache -o APT::Sandbox::User=root"
apt-get $opts -qq update
(cd "$work" && apt-get $opts -qq source --download-only original-awk=2022-09-12-1)
mkdir -p "$dest"
tar xzf "$work"/original-awk_2022-09-12.orig.tar.gz -C "$dest" --strip-components=1
echo "original-awk 2022-09-12 source in $dest"
