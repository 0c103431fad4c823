#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

/// The secrets a file holds that should not reach a rented machine (whoever gets it, or an image
/// of it, could use them): API tokens of gpudesk, Hugging Face, OpenAI, GitHub, RunPod and Vast.ai,
/// and AWS access keys, each by the shape its issuer gives it. Where a shape alone is too common
/// (a Vast.ai key is 64 hex digits, as every SHA-256 is; an old RunPod key 32 capitals and digits),
/// only an assignment that names the service counts ("VAST_API_KEY = …"). A notebook (.ipynb) is
/// read as its cells, so that a finding names the cell and the line in it.
namespace SecretScan {

struct Finding
{
    QString service; ///< "Hugging Face", "OpenAI"… (a name, not translated)
    int line = 0; ///< 1-based: in the file, or in the cell
    int cell = 0; ///< 1-based notebook cell; 0: not a notebook
    bool operator==(const Finding &) const = default;
};

/// The first finding of each service in `bytes` (a file's contents), in the order they appear.
/// `notebook`: the bytes are a Jupyter notebook's JSON.
QList<Finding> scan(const QByteArray &bytes, bool notebook);

} // namespace SecretScan
