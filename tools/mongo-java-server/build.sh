#!/usr/bin/env bash
# Builds the multi-process test store (mongo-java-server behind src/main/java/.../Main.java) with Maven into
# tools/mongo-java-server/target/ (git-ignored): classes plus the dependency jars in target/lib. Skipped while the
# build is newer than pom.xml and Main.java (`--force` rebuilds). Needs a JDK >= 17 and Maven (Maven Central).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
main="$here/src/main/java/dev/plugboard/store/Main.java"
stamp="$here/target/classes/dev/plugboard/store/Main.class"
if [[ -f "$stamp" && "$stamp" -nt "$here/pom.xml" && "$stamp" -nt "$main" && -d "$here/target/lib" && "${1:-}" != "--force" ]]; then
  echo "mongo-java-server: up to date ($here/target)" >&2
  exit 0
fi
for tool in java mvn; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "mongo-java-server: $tool not found on PATH; install a JDK >= 17 and Maven (Debian: openjdk-17-jdk-headless maven)" >&2
    exit 127
  fi
done
echo "mongo-java-server: building with Maven (the first build downloads the jars)" >&2
start=$SECONDS
mvn -q -B -f "$here/pom.xml" package -DskipTests >&2
echo "mongo-java-server: built in $((SECONDS - start))s" >&2
