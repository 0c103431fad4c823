#include "platform/runtime/datadirectory.h"

#include "common/crypto.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>

using namespace Qt::StringLiterals;

DataDirectory::DataDirectory(QString path)
    : m_path(QDir::cleanPath(QDir(path).absolutePath()))
{ }

DataDirectory::~DataDirectory() = default;

QString DataDirectory::endpointFileName()
{
    return u"endpoint.json"_s;
}

bool DataDirectory::open(QString *error)
{
    const bool existed = QDir(m_path).exists();
    if (!QDir().mkpath(m_path)) {
        *error = u"Cannot create the data directory %1: check its parent's permissions."_s.arg(m_path);
        return false;
    }
    // A new directory will hold account data and instance keys: keep it to its owner. An existing
    // one is the user's choice and is left as it is (it could be their home, or /tmp).
    if (!existed && !QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
        *error = u"Cannot restrict %1 to its owner."_s.arg(m_path);
        return false;
    }
    m_lock = std::make_unique<QLockFile>(m_path + u"/sandbox.lock"_s);
    // A lock whose owner died is taken over by QLockFile's stale check (PID no longer alive).
    m_lock->setStaleLockTime(0);
    if (!m_lock->tryLock(0)) {
        qint64 pid = 0;
        QString host, app;
        m_lock->getLockInfo(&pid, &host, &app);
        if (m_lock->error() == QLockFile::LockFailedError)
            *error
                = u"Another gpudesk-sandbox (pid %1) is already using %2; stop it or pass another --data directory."_s
                      .arg(pid)
                      .arg(m_path);
        else
            *error = u"Cannot lock %1 (permission denied or read-only file system)."_s.arg(m_path);
        m_lock.reset();
        return false;
    }
    return true;
}

bool DataDirectory::writeEndpoint(const QUrl &url, QString *error)
{
    QSaveFile file(m_path + u'/' + endpointFileName());
    const QJsonObject body{{u"url"_s, url.toString()}, {u"pid"_s, QCoreApplication::applicationPid()}};
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(body).toJson()) < 0 || !file.commit()) {
        *error = u"Cannot write %1: %2"_s.arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

std::optional<quint16> DataDirectory::lastPort() const
{
    QFile file(m_path + u"/port"_s);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const uint port = file.read(16).trimmed().toUInt(&ok);
    if (!ok || port == 0 || port > 65535)
        return std::nullopt;
    return quint16(port);
}

void DataDirectory::rememberPort(quint16 port)
{
    QSaveFile file(m_path + u"/port"_s);
    if (file.open(QIODevice::WriteOnly) && file.write(QByteArray::number(port) + '\n') > 0)
        file.commit();
}

QByteArray DataDirectory::secretKey(QString *error)
{
    const QString path = m_path + u"/platform.key"_s;
    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) {
            *error = u"Cannot read %1: %2"_s.arg(path, file.errorString());
            return {};
        }
        const QByteArray key = file.readAll();
        if (key.size() != 32) {
            *error = u"%1 is damaged (expected 32 bytes); restore it from a backup."_s.arg(path);
            return {};
        }
        return key;
    }
    const QByteArray key = Crypto::randomBytes(32);
    // Created with owner-only permissions, never chmod-ed afterwards (no window where it is readable).
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || file.write(key) != key.size() || !file.flush()) {
        *error = u"Cannot create %1: %2"_s.arg(path, file.errorString());
        return {};
    }
    return key;
}

void DataDirectory::removeEndpoint()
{
    QFile::remove(m_path + u'/' + endpointFileName());
}
