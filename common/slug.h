#pragma once

#include <QString>

/// The ASCII form of a display name used wherever a name becomes part of a path, a host alias or a
/// command line (DESIGN: names and slugs): lower-case letters and digits, anything else one dash,
/// at most 32 characters. A name with no Latin letter (中文实验 2) becomes `<fallback>-2`, or
/// `<fallback>` alone. Unique-making (a `-2` suffix) is the caller's: only it knows what exists.
namespace Slug {
QString of(const QString &name, const QString &fallback);
}
