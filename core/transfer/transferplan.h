#pragma once

#include <QList>
#include <QString>
#include <QStringList>

/// One thing a transfer sends: a folder, a file or a symbolic link (sent as a link), under the
/// destination folder at `relative`.
struct TransferEntry
{
    enum class Kind { Directory, File, Symlink };
    Kind kind = Kind::File;
    QString relative; ///< '/'-separated, below the destination folder ("run 1/ckpt.pt")
    QString source; ///< where it is read from: a local path (upload) or a remote one (download)
    qint64 size = 0;
    unsigned mode = 0644; ///< permission bits
    qint64 mtime = 0; ///< seconds since the epoch
    QString linkTarget; ///< for a link: what it points to, as written
    bool operator==(const TransferEntry &) const = default;
};

/// Something the pre-flight thinks should not go to an instance.
struct TransferWarning
{
    enum class Kind {
        PrivateKey, ///< an SSH or TLS private key
        EnvFile, ///< .env: usually passwords and tokens
        ApiToken, ///< an API token or access key of a service (SecretScan): `service` says whose
        Unreadable, ///< cannot be read here: it is left out
    };
    TransferWarning(Kind kind, QString relative, QString service = {}, int line = 0, int cell = 0)
        : kind(kind)
        , relative(std::move(relative))
        , service(std::move(service))
        , line(line)
        , cell(cell)
    { }
    Kind kind;
    QString relative;
    QString service; ///< ApiToken: "gpudesk", "Hugging Face", "OpenAI", "AWS", "GitHub", "RunPod", "Vast.ai"
    int line = 0; ///< ApiToken: where it is, 1-based (in the cell, for a notebook)
    int cell = 0; ///< ApiToken in a notebook: its cell, 1-based; 0 in any other file
};

/// What a transfer will do, worked out before anything is sent (the pre-flight): the entries left
/// after the excludes, with counts, bytes, what the excludes took out, and warnings. Folders come
/// before what they hold.
struct TransferPlan
{
    QList<TransferEntry> entries;
    qint64 files = 0; ///< regular files
    qint64 bytes = 0; ///< their bytes
    qint64 excludedCount = 0; ///< files and folders the excludes left out (a folder counts once)
    qint64 excludedBytes = 0;
    QStringList excludedExamples; ///< the first few, for the pre-flight
    QList<TransferWarning> warnings;
    QString problem; ///< a source that does not exist: nothing can be planned

    /// A file at least this large is sent on its own and resumes byte-exactly; smaller ones go
    /// together in one tar stream (no round trip per file).
    static constexpr qint64 kLargeFile = 8 << 20;

    /// The excludes offered by default: Python's caches and logs. `.git` is offered, not set.
    static QStringList defaultExcludes();
    /// Whether `relative` (a path below a source) is left out by `patterns`: a pattern without '/'
    /// matches any one name along the path ("*.pyc", "__pycache__"); one with '/' the whole path.
    static bool isExcluded(const QString &relative, const QStringList &patterns);

    /// Plans an upload of local `sources` (files or folders; each lands under the destination by its
    /// own name), reading the tree and looking into small files for secrets.
    static TransferPlan forUpload(const QStringList &sources, const QStringList &excludes);

    /// Seconds at `bytesPerSecond` (rounded up; at least 1 when there is anything to send).
    qint64 estimateSeconds(double bytesPerSecond) const;
    /// Entries of the tar stream (folders, links, small files) and the files sent on their own.
    QList<TransferEntry> batched() const;
    QList<TransferEntry> large() const;
};
