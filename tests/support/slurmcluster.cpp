#include "tests/support/slurmcluster.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageAuthenticationCode>
#include <QProcess>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QString script()
{
    return QStringLiteral(GPUDESK_SOURCE_DIR "/tests/slurm/cluster.sh");
}

/// cluster.sh with its arguments, to its end; its output when it fails.
bool run(const QStringList &args, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(u"bash"_s, QStringList{script()} + args);
    const bool finished = p.waitForFinished(120000);
    *output = QString::fromUtf8(p.readAll());
    return finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

SlurmCluster::SlurmCluster()
{
    if (geteuid() != 0) {
        m_skipped = u"a Slurm cluster needs root (slurmd starts jobs as another user): run the suite as root"_s;
        return;
    }
    QString output;
    if (!run({u"start"_s, m_dir.path()}, &output)) {
        m_problem = u"tests/slurm/cluster.sh start failed:\n"_s + output;
        return;
    }
    m_started = true;
    QFile env(m_dir.path() + u"/env"_s);
    if (!env.open(QIODevice::ReadOnly)) {
        m_problem = u"cluster.sh wrote no env file"_s;
        return;
    }
    // NAME='value' lines (values never hold a quote).
    for (const QString &line : QString::fromUtf8(env.readAll()).split(u'\n')) {
        const qsizetype eq = line.indexOf(u'=');
        if (line.startsWith(u'#') || eq <= 0)
            continue;
        QString value = line.mid(eq + 1);
        if (value.startsWith(u'\'') && value.endsWith(u'\''))
            value = value.mid(1, value.size() - 2);
        m_env.insert(line.left(eq), value);
    }
}

SlurmCluster::~SlurmCluster()
{
    if (!m_started)
        return;
    QString output;
    if (!run({u"stop"_s, m_dir.path()}, &output))
        qWarning("tests/slurm/cluster.sh stop failed: %s", qPrintable(output));
}

QString SlurmCluster::forgedToken(const QString &user)
{
    const auto part = [](const QJsonObject &o) {
        return QJsonDocument(o)
            .toJson(QJsonDocument::Compact)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    };
    const QByteArray body = part(QJsonObject{{u"alg"_s, u"HS256"_s}, {u"typ"_s, u"JWT"_s}}) + '.'
        + part(QJsonObject{{u"exp"_s, 4102444800.0}, {u"iat"_s, 1700000000.0}, {u"sun"_s, user}});
    const QByteArray signature
        = QMessageAuthenticationCode::hash(body, "not the cluster's key", QCryptographicHash::Sha256)
              .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    return QString::fromLatin1(body + '.' + signature);
}
