#include "core/api/slurm/slurmtoken.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimeZone>

using namespace Qt::StringLiterals;

QByteArray SlurmToken::command(int lifespanSeconds)
{
    return "scontrol token lifespan=" + QByteArray::number(lifespanSeconds);
}

QString SlurmToken::fromScontrol(const QByteArray &output)
{
    // Three base64url parts; scontrol prints nothing else on that line.
    static const QRegularExpression line(
        uR"((?:^|\n)SLURM_JWT=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*(?:$|\n))"_s);
    const auto found = line.match(QString::fromUtf8(output));
    return found.hasMatch() ? found.captured(1) : QString();
}

QJsonObject SlurmToken::claims(const QString &token)
{
    const QString payload = token.section(u'.', 1, 1);
    return QJsonDocument::fromJson(
               QByteArray::fromBase64(payload.toLatin1(),
                                      QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals))
        .object();
}

QString SlurmToken::user(const QString &token)
{
    return claims(token).value(u"sun"_s).toString();
}

QDateTime SlurmToken::expiry(const QString &token)
{
    const qint64 exp = claims(token).value(u"exp"_s).toInteger();
    return exp > 0 ? QDateTime::fromSecsSinceEpoch(exp, QTimeZone::utc()) : QDateTime();
}
