#include "common/slug.h"

#include <algorithm>

using namespace Qt::StringLiterals;

QString Slug::of(const QString &name, const QString &fallback)
{
    QString base;
    for (const QChar c : name.normalized(QString::NormalizationForm_KD)) {
        if (c.unicode() < 128 && c.isLetterOrNumber())
            base += c.toLower();
        else if (!base.isEmpty() && !base.endsWith(u'-') && c.category() != QChar::Mark_NonSpacing)
            base += u'-';
    }
    while (base.endsWith(u'-'))
        base.chop(1);
    base.truncate(32);
    while (base.endsWith(u'-'))
        base.chop(1);
    if (std::none_of(base.cbegin(), base.cend(), [](QChar c) { return c.isLetter(); }))
        base = base.isEmpty() ? fallback : fallback + u'-' + base;
    return base;
}
