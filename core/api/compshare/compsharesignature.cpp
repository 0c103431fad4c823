#include "core/api/compshare/compsharesignature.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace CompshareSignature {

namespace {

/// Names in the order the platform sorts them: by their UTF-8 bytes (Go's sort.Strings), which
/// differs from QString's UTF-16 order only beyond the Basic Multilingual Plane.
QStringList sortedNames(const QJsonObject &params)
{
    QStringList names = params.keys();
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.toUtf8() < b.toUtf8(); });
    return names;
}

} // namespace

QString valueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        // The shortest text that reads back as the same number, never with an exponent (Go's
        // FormatFloat(v, 'f', -1, 64)): 42, 42.1.
        return QString::number(value.toDouble(), 'f', QLocale::FloatingPointShortest);
    case QJsonValue::Array: {
        QString out;
        for (const QJsonValue &item : value.toArray())
            out += valueText(item);
        return out;
    }
    case QJsonValue::Object:
        return canonical(value.toObject());
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

QString canonical(const QJsonObject &params)
{
    QString out;
    for (const QString &name : sortedNames(params))
        out += name + valueText(params.value(name));
    return out;
}

QString sign(const QJsonObject &params, const QString &privateKey)
{
    const QByteArray text = (canonical(params) + privateKey).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha1).toHex());
}

} // namespace CompshareSignature
