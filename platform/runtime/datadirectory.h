#pragma once

#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

class QLockFile;

/// The sandbox's `--data DIR`: created if missing, locked for the life of the process so a second
/// sandbox on the same directory refuses to start, and home of endpoint.json, through which the
/// console and the CLI find a running sandbox. Nothing outside this directory is ever written.
class DataDirectory final
{
public:
    explicit DataDirectory(QString path);
    ~DataDirectory();
    DataDirectory(const DataDirectory &) = delete;
    DataDirectory &operator=(const DataDirectory &) = delete;

    /// Creates and locks the directory. On failure returns false with a sentence in *error saying
    /// what to do (e.g. which process holds the lock).
    bool open(QString *error);
    const QString &path() const { return m_path; }

    /// Atomically replaces endpoint.json with {"url": url, "pid": this process}.
    bool writeEndpoint(const QUrl &url, QString *error);
    /// Removes endpoint.json, on a clean shutdown.
    void removeEndpoint();

    static QString endpointFileName();

    /// The port the last run listened on (kept in DIR/port, which a shutdown leaves in place), so a
    /// sandbox started again comes back at the address consoles and ssh configs already have.
    std::optional<quint16> lastPort() const;
    void rememberPort(quint16 port);

    /// The directory's own 32-byte secret (platform.key), created 0600 on first use: it keys the
    /// HMACs of stored identifiers, so a copied database alone does not reveal them.
    QByteArray secretKey(QString *error);

private:
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};
