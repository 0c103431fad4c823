#pragma once

#include <QByteArray>
#include <QString>

/// One regular file as a whole tar archive (POSIX ustar: a header block, the content padded to
/// 512 bytes, the two empty blocks that end an archive), to send a small generated file inside a
/// tar stream that `tar -x -i` reads.
namespace TarMember {

/// `name` (ASCII, under 100 bytes) with `content`, mode 0600, owned by whoever extracts it.
QByteArray archive(const QString &name, const QByteArray &content);

} // namespace TarMember
