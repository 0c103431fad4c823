#pragma once

#include "common/crypto.h"
#include "core/transfer/transferfailure.h"
#include "core/transfer/transferplan.h"

#include <QCoreApplication>

#include <optional>

/// Writes what FileRecords::sender() sends from the instance into a local folder, as `tar -x -p`
/// would, while it arrives: files with their modes and times, links, folders writable by you with
/// their times once their contents are in. What the instance sends is not trusted: every record
/// must be the next of the entries asked for, by name and kind (a name it was not asked for, or a
/// folder become a link, ends the transfer), so nothing lands outside the folder.
class RecordWriter
{
    Q_DECLARE_TR_FUNCTIONS(RecordWriter)

public:
    /// `folder` exists and is empty; `asked` the entries in the order their names were sent.
    RecordWriter(const QString &folder, QList<TransferEntry> asked);
    ~RecordWriter();
    RecordWriter(const RecordWriter &) = delete;
    RecordWriter &operator=(const RecordWriter &) = delete;

    /// Takes the next bytes of the stream; a failure when they cannot be written here or are not
    /// what was asked for (nothing more should be given then).
    std::optional<TransferFailure> add(const char *data, qsizetype size);
    /// After the stream: a failure unless every entry came and the end record's SHA-256 is the one
    /// of what came before it; then gives the folders their modes and times.
    std::optional<TransferFailure> finish();
    /// What a download's small files that arrived different from what was sent end with.
    static TransferFailure mismatch();

private:
    enum class Part { Head, Name, Body, Done };
    std::optional<TransferFailure> startEntry();
    std::optional<TransferFailure> endEntry();
    std::optional<TransferFailure> writeBody(const char *data, qsizetype size);
    TransferFailure notWritten(const QString &why) const;

    QString m_folder;
    int m_dir = -1; ///< the folder, opened: every name is made relative to it
    QList<TransferEntry> m_asked;
    qsizetype m_next = 0; ///< the entry the next record must be
    Crypto::Sha256 m_hash; ///< of everything before the end record's digits
    Part m_part = Part::Head;
    QByteArray m_pending; ///< the head, the name, a link's target or the end's digits as they come
    char m_type = 0;
    quint32 m_nameLength = 0, m_mode = 0;
    qint64 m_mtime = 0;
    quint64 m_left = 0; ///< bytes of the body still to come
    QByteArray m_name;
    int m_file = -1; ///< the file being written
    QByteArray m_sentHash;
    struct Folder
    {
        QByteArray name;
        quint32 mode;
        qint64 mtime;
    };
    QList<Folder> m_folders;
};
