#include "platform/runtime/runtimefiles.h"

using namespace Qt::StringLiterals;

namespace RuntimeFiles {

QString shellQuoted(const QString &text)
{
    QString quoted = text;
    quoted.replace(u'\'', u"'\\''"_s);
    return u'\'' + quoted + u'\'';
}

} // namespace RuntimeFiles
